/** The trade export page (platform.md §2 route table: /Download-Trade). */
export const TRADE_EXPORT_PATH = '/Download-Trade';
