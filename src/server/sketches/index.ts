/** The inventor's sketch: checked by its bytes and re-encoded on upload, served as stored. */
export { getSketch } from './get-sketch';
