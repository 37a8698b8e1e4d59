/** A file's name without its extension (photo.png → photo); a name that is all extension stays whole. */
export function fileStem(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '') || fileName;
}
