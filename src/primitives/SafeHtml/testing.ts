/** Test and story helpers of SafeHtml (never imported by the component). */

/** Markup a compromised or careless CMS could send: each part must lose what is active in it. */
export const hostileMarkup = [
  '<p>Teilnahme ab 18.<script>window.__pwned = 1</script></p>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned = 3">Skript-Link</a>',
  '<b onclick="window.__pwned = 4">fett</b>',
  '<a href="data:text/html,<script>window.__pwned=5</script>">Daten-Link</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<style>body { display: none }</style>',
  '<svg><script>window.__pwned = 6</script></svg>',
  '<p style="position: fixed" class="x" id="y">gestylt</p>',
  '<form action="https://evil.example/"><input name="q"></form>',
].join('');
