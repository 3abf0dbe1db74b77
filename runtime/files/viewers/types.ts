export interface ViewerProps {
  /** A signed GET URL of the file. */
  url: string;
  name: string;
}
