// The heavy part of the diagram export, loaded only when a diagram is made: the SVG writer
// with the piece font's outlines (diagram/svg.js, web/fonts/glyphs.js) and the GIF encoder
// (gifenc). Built as dist/diagram-tools.js beside app.js and sanggi-embed.js, a classic
// script that leaves its tools in globalThis.sanggiDiagramTools (diagram.js loads it).
import * as gifenc from 'gifenc';
import { svgDiagram } from './svg.js';
import { GLYPHS } from '../fonts/glyphs.js';

// gifenc is an ES module to the bundler, CommonJS to node (the node tests).
const { GIFEncoder, quantize, applyPalette } = gifenc.GIFEncoder ? gifenc : gifenc.default;

const tools = { svgDiagram, GLYPHS, GIFEncoder, quantize, applyPalette };
globalThis.sanggiDiagramTools = tools;
export default tools;
