// The readable summary of the a11y report (reports/a11y/summary.md): what was checked (axe, the Nu HTML Checker, focus
// at 400 % zoom, page titles), with which rules, what failed and which exceptions the gates make, with their reasons.

const escapeCell = (text) =>
  String(text ?? '')
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ');

const where = (t) =>
  t.kind === 'story'
    ? `story \`${t.id}\` (${t.width} px)`
    : t.kind === 'zoom'
      ? `${t.site} ${t.width} x ${t.height} ${t.state}, ${t.visit} (${t.url ?? ''})`
      : `${t.site} ${t.width} px ${t.state} (${t.url ?? ''})`;

/** The report (as run.mjs writes it to report.json) as Markdown. */
export function writeSummary(report) {
  const { totals } = report;
  const stories = report.targets.filter((t) => t.kind === 'story');
  const shop = report.targets.filter((t) => (t.kind === 'page' || t.kind === 'state') && !t.skipped);
  const zoomed = report.targets.filter((t) => t.kind === 'zoom' && !t.skipped);
  const skipped = report.targets.filter((t) => t.skipped);
  const out = [];
  out.push('# Accessibility report');
  out.push('');
  out.push(
    `Generated ${report.generatedAt} in ${report.durationSeconds} s with axe-core ${report.axeVersion}, tags ` +
      `${report.tags.map((t) => `\`${t}\``).join(', ')} (the gate's set, stories/support/axe.ts).`,
  );
  out.push('');
  out.push(
    `- Storybook: ${report.storybookUrl ?? 'not checked'}; storefront: ${report.storefrontUrl ?? 'not checked'}`,
  );
  out.push(
    `- **${totals.stories} stories** and **${totals.storefrontTargets} storefront page states** checked by axe and ` +
      `the Nu HTML Checker; **${totals.zoomTargets} pages** tabbed through at 400 % zoom`,
  );
  out.push('');
  out.push('| Check | Findings |');
  out.push('| --- | --- |');
  out.push(`| axe violations | ${totals.violations} (on ${totals.targetsWithViolations} target(s)) |`);
  out.push(`| HTML errors (Nu HTML Checker) | ${totals.htmlErrors} |`);
  out.push(`| Focus stops covered at 400 % zoom, or sideways scrolling | ${totals.focusFaults} |`);
  out.push(`| Page titles missing or shared | ${totals.titleProblems} |`);
  out.push(`| Targets that could not be checked | ${totals.errors} |`);
  out.push('');

  out.push('## axe violations');
  out.push('');
  const violated = report.targets.filter((t) => t.violations.length > 0);
  if (violated.length === 0) out.push('None.');
  else {
    const byRule = new Map();
    for (const t of violated) {
      for (const v of t.violations) {
        const entry = byRule.get(v.id) ?? { rule: v, targets: [] };
        entry.targets.push({ t, nodes: v.nodes });
        byRule.set(v.id, entry);
      }
    }
    for (const [id, { rule, targets }] of byRule) {
      out.push(`### ${id} (${rule.impact}): ${rule.help}`);
      out.push('');
      out.push(`${targets.length} target(s). ${rule.helpUrl}`);
      out.push('');
      for (const { t, nodes } of targets) {
        out.push(`- ${where(t)}: ${nodes.map((n) => `\`${n.target.join(' ')}\``).join(', ')}`);
      }
      out.push('');
    }
  }
  out.push('');

  out.push('## HTML validity (Nu HTML Checker)');
  out.push('');
  out.push(
    'Each story and storefront page state as the browser holds it once reached (the serialized DOM, with what ' +
      "scripts and the state's interaction changed), checked in one batch; the CI gate checks the server's HTML of " +
      'every page type of three sites and the same stories.',
  );
  out.push('');
  const invalid = report.targets.filter((t) => t.htmlErrors?.length > 0);
  if (invalid.length === 0) out.push('No errors.');
  else {
    const byMessage = new Map();
    for (const t of invalid) {
      for (const e of t.htmlErrors) byMessage.set(e.message, [...(byMessage.get(e.message) ?? []), { t, e }]);
    }
    for (const [message, found] of byMessage) {
      out.push(`### ${escapeCell(message)}`);
      out.push('');
      out.push(`${found.length} time(s).`);
      out.push('');
      for (const { t, e } of found.slice(0, 20))
        out.push(`- ${where(t)}, line ${e.line}:${e.column}: \`${escapeCell(e.extract).slice(0, 160)}\``);
      if (found.length > 20) out.push(`- … and ${found.length - 20} more (report.json)`);
      out.push('');
    }
  }
  out.push('');
  out.push('Errors the checker reports and the gates accept, each with its reason (scripts/html-validity.mjs):');
  out.push('');
  for (const accepted of report.acceptedHtmlErrors ?? [])
    out.push(
      `- “${escapeCell(accepted.message)}” on \`${escapeCell(accepted.markup)}\`: ${escapeCell(accepted.reason)}`,
    );
  out.push('');

  out.push('## Focus not obscured at 400 % zoom');
  out.push('');
  if (zoomed.length === 0) out.push('Not checked in this run.');
  else {
    out.push(
      `Every page of ${report.zoom.sites.join(', ')} at ${report.zoom.viewport.width} x ${report.zoom.viewport.height} ` +
        `CSS px (a 1280 x 1024 screen at 400 %), on the first visit (consent banner shown: it must come first) and ` +
        `after the consent choice: up to ${report.zoom.focusStops} Tab stops each, every focused element's centre ` +
        'and corners looked up with `elementFromPoint` (WCAG 2.4.11); and no sideways scrolling (WCAG 1.4.10).',
    );
    out.push('');
    const rows = new Map();
    for (const t of zoomed) {
      const row = rows.get(t.state) ?? { pages: 0, stops: 0, first: 0, after: 0 };
      row.pages += 1;
      row.stops += t.focusStops ?? 0;
      if (t.visit === 'first visit') row.first += t.focusFaults.length;
      else row.after += t.focusFaults.length;
      rows.set(t.state, row);
    }
    out.push('| Page | Pages walked | Focus stops | Faults, first visit | Faults, after the choice |');
    out.push('| --- | --- | --- | --- | --- |');
    for (const [state, row] of rows)
      out.push(`| ${escapeCell(state)} | ${row.pages} | ${row.stops} | ${row.first} | ${row.after} |`);
    out.push('');
    for (const t of zoomed.filter((z) => z.note)) out.push(`- ${where(t)}: ${escapeCell(t.note)}`);
    const faulty = zoomed.filter((t) => t.focusFaults.length > 0);
    for (const t of faulty) {
      out.push(`- ${where(t)}:`);
      for (const fault of t.focusFaults) out.push(`  - ${escapeCell(fault)}`);
    }
  }
  out.push('');

  out.push('## Page titles');
  out.push('');
  if ((report.titles ?? []).length === 0) out.push('Not checked in this run.');
  for (const { site, entries, problems } of report.titles ?? []) {
    out.push(`### ${site}`);
    out.push('');
    out.push(
      problems.length === 0 ? 'Every title set and distinct.' : problems.map((p) => `- ${escapeCell(p)}`).join('\n'),
    );
    out.push('');
    out.push('| Page | Title |');
    out.push('| --- | --- |');
    for (const entry of entries) out.push(`| ${escapeCell(entry.state)} | ${escapeCell(entry.title)} |`);
    out.push('');
  }

  const errors = report.targets.filter((t) => t.error);
  out.push('## Targets that could not be checked');
  out.push('');
  if (errors.length === 0) out.push('None.');
  for (const t of errors) out.push(`- ${where(t)}: ${escapeCell(t.error)}`);
  out.push('');

  out.push('## Exceptions');
  out.push('');
  out.push(
    'The gate (and this report) switches a rule off only where a story names it in `parameters.axeExceptions`, with ' +
      'its reason (.storybook/test-runner.ts); a missing reason fails the run. The storefront pages have no exceptions.',
  );
  out.push('');
  const withExceptions = stories.filter((t) => t.exceptions?.length > 0);
  if (withExceptions.length === 0) out.push('No story has an exception.');
  else {
    out.push('| Story | Rule | Reason |');
    out.push('| --- | --- | --- |');
    for (const t of withExceptions) {
      for (const e of t.exceptions) out.push(`| \`${t.id}\` | \`${e.rule}\` | ${escapeCell(e.reason)} |`);
    }
  }
  out.push('');
  out.push("Rule switches and node exclusions found in the gate's own sources:");
  out.push('');
  for (const { file, lines } of report.gateExclusions) {
    out.push(
      `- ${file}: ${lines.length === 0 ? 'none' : lines.map((l) => `line ${l.line} \`${escapeCell(l.text)}\``).join('; ')}`,
    );
  }
  out.push('');

  out.push('## Pages and states checked');
  out.push('');
  if (shop.length === 0) out.push('The storefront was not checked in this run.');
  else {
    out.push(`Sites: ${report.sites.join(', ')}; widths: ${report.widths.join(', ')} px.`);
    out.push('');
    out.push(`Route table page types: ${report.routePageTypes.join(', ')}.`);
    if (report.notAudited.length > 0) {
      out.push('');
      out.push(
        `**Not audited** (a route with parameters and no sample address in scripts/a11y/pages.mjs): ` +
          report.notAudited.map((n) => `${n.pageType} (${n.patterns.join(', ')})`).join(', '),
      );
    }
    if (skipped.length > 0) {
      out.push('');
      out.push(
        `Skipped (the site has no such page): ${skipped.map((t) => `${t.site} ${t.width} px ${t.skipped}`).join('; ')}.`,
      );
    }
    out.push('');
    out.push('States:');
    for (const [name, describe] of Object.entries(report.states)) out.push(`- \`${name}\`: ${describe}`);
    out.push('');
    const counts = new Map();
    for (const t of shop) {
      const row = counts.get(t.state) ?? { checked: 0, violations: 0, htmlErrors: 0 };
      row.checked += 1;
      row.violations += t.violations.length;
      row.htmlErrors += t.htmlErrors?.length ?? 0;
      counts.set(t.state, row);
    }
    out.push('| Page or state | Targets | axe violations | HTML errors |');
    out.push('| --- | --- | --- | --- |');
    for (const [state, row] of counts)
      out.push(`| ${escapeCell(state)} | ${row.checked} | ${row.violations} | ${row.htmlErrors} |`);
  }
  out.push('');
  out.push(`Stories: ${stories.length} (every story of the Storybook index tagged \`test\`, at its own viewport).`);
  out.push('');

  out.push(`## Rules checked (${report.rulesChecked.length})`);
  out.push('');
  out.push(report.rulesChecked.map((r) => `\`${r.id}\``).join(', '));
  out.push('');
  return out.join('\n');
}
