export { VisitorProvider, useVisitor } from './VisitorProvider';
export {
  createVisitorStore,
  type Visitor,
  type VisitorActions,
  type VisitorStore,
  type VisitorStoreOptions,
} from './store';
export type { VisitorState } from './visitor';
