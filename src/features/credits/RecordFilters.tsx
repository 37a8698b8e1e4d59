import { Button, DatePicker, Pagination } from '@arco-design/web-react';
import { RECORD_PAGE_SIZES } from '../../../contract/credits';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { lastDays, type DayRange } from '../../lib/dayRange';

const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * The date range of a record list with its shortcuts 今天 and 近7天 (spec 3 §2). A shortcut picks its range
 * and runs the query at once; a range picked by hand waits for 查询.
 */
export function DayRangeFilter({ value, onChange, onShortcut }: { value: DayRange | null; onChange: (range: DayRange | null) => void; onShortcut: (range: DayRange) => void }) {
  return (
    <span className="credits-range">
      <span className="credits-filter-label">{MSG.credits.dateRange}</span>
      <DatePicker.RangePicker
        className="credits-range-picker"
        style={{ width: 240 }}
        format={DAY_FORMAT}
        placeholder={[MSG.credits.startDate, MSG.credits.endDate]}
        value={value ? [value.from, value.to] : undefined}
        onChange={(days: string[] | undefined) => onChange(days && days[0] && days[1] ? { from: days[0], to: days[1] } : null)}
      />
      <Button size="small" type="text" className="credits-today" onClick={() => onShortcut(lastDays(1))}>
        {MSG.credits.today}
      </Button>
      <Button size="small" type="text" className="credits-last-7-days" onClick={() => onShortcut(lastDays(7))}>
        {MSG.credits.lastSevenDays}
      </Button>
    </span>
  );
}

export interface RecordPaging {
  pageNo: number;
  pageSize: number;
}

/** Server paging of the record lists: 10, 30, 80, 200 or 500 a page (spec 3 §9). */
export function RecordPagination({ paging, total, onChange }: { paging: RecordPaging; total: number; onChange: (paging: RecordPaging) => void }) {
  if (total === 0) return null;
  return (
    <Pagination
      className="credits-pagination"
      current={paging.pageNo}
      pageSize={paging.pageSize}
      total={total}
      sizeOptions={[...RECORD_PAGE_SIZES]}
      sizeCanChange
      showTotal={(count: number) => COMMON.common.total(count)}
      onChange={(pageNo: number, pageSize: number) => onChange({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize })}
    />
  );
}
