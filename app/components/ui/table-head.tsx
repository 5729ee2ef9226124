// A table's header row: one column header per label, all with the same cell style.
export function TableHead({
  columns,
  className = "bg-slate-50",
  rowClassName,
  cellClassName = "px-3 py-2 font-semibold",
}: {
  columns: readonly string[];
  className?: string;
  rowClassName?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((label) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
