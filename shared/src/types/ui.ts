/** Product overlay details (docs/requirements.md#product-overlay). */
export interface OverlayDetails {
  title: string;
  detail: string;
  tableHeading?: string[];
  tableBody?: string[][];
}

/** An image with the dimensions that reserve its space before it loads. */
export interface ImageAsset {
  src: string;
  alt: string;
  width: number;
  height: number;
}
