export { MoneyTable, type MoneyRow, type MoneyTableProps } from './money-table';
