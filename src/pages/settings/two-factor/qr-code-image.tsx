import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { toString as qrCodeSvg } from 'qrcode';
import { useEffect, useState } from 'react';

const SIZE = 184;

/**
 * The `otpauth://` address as a QR code, drawn in the browser (the secret goes to no other
 * service). Black on white in either theme: apps read dark modules on a light ground best.
 */
export function QrCodeImage({ uri, alt }: { uri: string; alt: string }) {
  const [drawn, setDrawn] = useState<{ uri: string; src: string }>();
  useEffect(() => {
    let current = true;
    void qrCodeSvg(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }).then((svg) => {
      if (current) setDrawn({ uri, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      current = false;
    };
  }, [uri]);
  return (
    <Box sx={{ width: SIZE, height: SIZE, p: 1, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1, flexShrink: 0 }}>
      {drawn?.uri === uri ? (
        <img src={drawn.src} alt={alt} width="100%" height="100%" style={{ display: 'block' }} />
      ) : (
        <Skeleton variant="rectangular" width="100%" height="100%" />
      )}
    </Box>
  );
}
