/** Opens a signed attachment URL: the store answers Content-Disposition: attachment with the name. */
export function startDownload(url: string, name: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
