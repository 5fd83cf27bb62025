// Typed access to content/cost-guide.yaml (through data.ts): the rows of the cost table.
export { costGuide } from './data.ts';
