import { Button } from './button'

/** What an infinite query tells about its next page. */
interface NextPage {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => unknown
}

/**
 * "Load more" under a paged list, with the sentence shown when the next
 * page could not be loaded (`failedText`, announced as an alert).
 */
export function LoadMore({ pages, failedText }: { pages: NextPage; failedText: string }) {
  return (
    <>
      {pages.isFetchNextPageError && (
        <p role="alert" className="mt-6 text-center text-sm font-medium text-rose-700">
          {failedText}
        </p>
      )}
      {pages.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
          >
            {pages.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  )
}
