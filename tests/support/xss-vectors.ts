/**
 * Classic XSS vectors (OWASP filter-evasion cheat sheet style), shared by the sanitiser's unit test, the
 * headline API test and the headline browser test: none may leave anything executable.
 */
export const XSS_VECTORS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p onclick="alert(1)">x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="width: expression(alert(1))">x</p>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<body onload=alert(1)>',
  '<div><style>@import "https://evil.example/x.css";</style></div>',
  '<video src=x onerror=alert(1)></video>',
  '<video poster="javascript:alert(1)" src="https://a.example/v.mp4"></video>',
  '<form action="https://evil.example"><input name=x></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<<script>alert(1)//<</script>',
  '<img src=`x`onerror=alert(1)>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<img srcset="x 1x, javascript:alert(1) 2x">',
];

/** What no stored or shown rich text may contain after any of the vectors went through the sanitiser. */
export const EXECUTABLE_MARKUP: readonly RegExp[] = [
  /<script|<iframe|<object|<embed|<svg|<style|<form|<meta|<base|<body/i,
  /\son\w+\s*=/i,
  /javascript:|vbscript:|data:text/i,
  /style=|expression\(/i,
  /srcset/i,
];
