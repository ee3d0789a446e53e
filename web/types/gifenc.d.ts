// The types of the GIF encoder package gifenc (CommonJS, with none of its own), as
// diagram/tools.js uses it; web/jsconfig.json maps the package here.
export function GIFEncoder(options?: object): any;
export function quantize(data: Uint8Array | Uint8ClampedArray, colors: number, options?: object): number[][];
export function applyPalette(data: Uint8Array | Uint8ClampedArray, palette: number[][], format?: string): Uint8Array;
declare const bundled: { GIFEncoder: typeof GIFEncoder, quantize: typeof quantize, applyPalette: typeof applyPalette };
export default bundled;
