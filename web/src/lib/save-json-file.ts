/** Saves what the API answered as a JSON file, as the browser downloads it. */
export function saveJsonFile(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file to the browser; the URL is released once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
