export type SaveFile = (blob: Blob, fileName: string) => void;

/** Hands a downloaded blob to the browser's save flow through a temporary object URL. */
export const saveBlob: SaveFile = (blob, fileName) => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking synchronously can cancel the download in some browsers; give it a moment.
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  }
};
