// The readable summary of the a11y report (reports/a11y/summary.md): what was checked, with which rules, what failed
// and which exceptions the gate makes, with their reasons.

const escapeCell = (text) =>
  String(text ?? '')
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ');

const where = (t) =>
  t.kind === 'story' ? `story \`${t.id}\` (${t.width} px)` : `${t.site} ${t.width} px ${t.state} (${t.url ?? ''})`;

/** The report (as run.mjs writes it to report.json) as Markdown. */
export function writeSummary(report) {
  const { totals } = report;
  const stories = report.targets.filter((t) => t.kind === 'story');
  const shop = report.targets.filter((t) => t.kind !== 'story' && !t.skipped);
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
  out.push(`- **${totals.stories} stories** and **${totals.storefrontTargets} storefront page states** checked`);
  out.push(
    `- **${totals.violations} violation(s)** on ${totals.targetsWithViolations} target(s); ` +
      `${totals.errors} target(s) could not be checked`,
  );
  out.push('');

  out.push('## Violations');
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
      const row = counts.get(t.state) ?? { checked: 0, violations: 0 };
      row.checked += 1;
      row.violations += t.violations.length;
      counts.set(t.state, row);
    }
    out.push('| Page or state | Targets | Violations |');
    out.push('| --- | --- | --- |');
    for (const [state, row] of counts) out.push(`| ${escapeCell(state)} | ${row.checked} | ${row.violations} |`);
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
