export { Columns, Column, type ColumnsProps, type ColumnProps, type CollapseBelow } from './Columns';
