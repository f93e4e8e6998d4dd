import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, IconButton, Tooltip } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { downloadTradeReport, type ReportSource, reportHref } from './download-trade-report.ts';

/**
 * Downloads a trade's PDF report with the viewer's token. A link (so it can also be opened in a new
 * tab); a click fetches and saves the file instead. `compact` shows only the icon.
 */
export function ReportDownloadButton({ trade, compact = false }: { trade: ReportSource; compact?: boolean }) {
  const [isDownloading, setIsDownloading] = useState(false);
  const href = reportHref(trade.report);
  if (!href) return null;
  const label = `Download ${trade.security_symbol} report`;
  const handleClick = async (event: MouseEvent) => {
    event.preventDefault();
    if (isDownloading) return;
    setIsDownloading(true);
    try {
      await downloadTradeReport(trade);
    } finally {
      setIsDownloading(false);
    }
  };
  if (compact) {
    return (
      <Tooltip title="Download report">
        <IconButton
          component="a"
          href={href}
          aria-label={label}
          aria-busy={isDownloading}
          onClick={handleClick}
          color="primary"
        >
          <FileDownloadOutlinedIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button
      component="a"
      href={href}
      size="small"
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      aria-label={label}
      loading={isDownloading}
      onClick={handleClick}
    >
      PDF
    </Button>
  );
}
