import { t } from '../lib/operatorText';
interface PaginationProps {
  pageNumber: number;
  /** Unknown for a search, whose matches are not counted. */
  pageCount: number | null;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Names the control when a page has more than one list. */
  label?: string;
}

export function Pagination({
  pageNumber,
  pageCount,
  hasNext,
  onPrevious,
  onNext,
  label = t('Pagination'),
}: PaginationProps) {
  return (
    <nav aria-label={label} className="pagination">
      <button
        type="button"
        className="button button-secondary"
        onClick={onPrevious}
        disabled={pageNumber <= 1}
      >
        {t('Previous')}
      </button>
      <span aria-live="polite">
        {pageCount === null
          ? t('Page {pageNumber}', { pageNumber })
          : t('Page {pageNumber} of {pageCount}', { pageNumber, pageCount })}
      </span>
      <button type="button" className="button button-secondary" onClick={onNext} disabled={!hasNext}>
        {t('Next')}
      </button>
    </nav>
  );
}
