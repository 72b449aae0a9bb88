import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { DomainProof } from '../../generated/model';
import { CopyIconButton } from './copy-icon-button';

interface DnsRecord {
  type: 'TXT' | 'CNAME';
  name: string;
  value: string;
}

/** A record's name or value as a DNS provider's form wants it typed, with its copy button. */
function Copyable({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere', userSelect: 'all' }}>
        {text}
      </Box>
      <CopyIconButton text={text} />
    </Box>
  );
}

function RecordTable({ records }: { records: DnsRecord[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" sx={{ '& td, & th': { px: 1, verticalAlign: 'middle' } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '5rem' }}>{translate('domains.records.type')}</TableCell>
          <TableCell>{translate('domains.records.name')}</TableCell>
          <TableCell>{translate('domains.records.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.type}>
            <TableCell>{record.type}</TableCell>
            <TableCell>
              <Copyable text={record.name} />
            </TableCell>
            <TableCell>
              <Copyable text={record.value} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a narrow screen each record is a short list of its own: three columns would leave a few letters a line. */
function RecordList({ records }: { records: DnsRecord[] }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {records.map((record) => {
        const parts: [label: string, text: string][] = [
          ['domains.records.name', record.name],
          ['domains.records.value', record.value],
        ];
        return (
          <Box key={record.type} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {record.type}
            </Box>
            {parts.map(([label, text]) => (
              <Box component="dd" key={label} sx={{ m: 0 }}>
                <Typography variant="caption" color="text.secondary">
                  {translate(label)}
                </Typography>
                <Copyable text={text} />
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

/** The records that prove a domain: its TXT record and, when the server offers one, the CNAME instead. */
export function DnsRecords({ proof }: { proof: Pick<DomainProof, 'txtRecord' | 'cnameRecord'> }) {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { txtRecord, cnameRecord } = proof;
  const records: DnsRecord[] = [{ type: 'TXT', name: txtRecord.name, value: txtRecord.value }];
  if (cnameRecord) records.push({ type: 'CNAME', name: cnameRecord.name, value: cnameRecord.target });
  return (
    <>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {translate(cnameRecord ? 'domains.records.txtOrCname' : 'domains.records.txtOnly')}
      </Typography>
      {narrow ? <RecordList records={records} /> : <RecordTable records={records} />}
    </>
  );
}
