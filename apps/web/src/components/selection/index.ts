export { DownloadProgress, SelectionToolbar, type TBulkDownload, type TBulkMenu, type TSelectionWords } from './selection-toolbar';
export { useSelection, type TListQuery, type TSelectionScope, type TSelectionState } from './use-selection';
