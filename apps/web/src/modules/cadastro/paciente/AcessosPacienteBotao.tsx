import { HistoryOutlined } from '@ant-design/icons';
import { P } from '@saude/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { hoje } from '../../../lib/dates';

/** One year back from a date, same day (29/02 falls on 01/03): the longest period the trail lists at once. */
function umAnoAntes(dia: string): string {
  const [a, m, d] = dia.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a - 1, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * "Acessos a este paciente" (issue 16 item 12, LGPD): the audit trail filtered by this patient over the last
 * year: who read or changed their data, and when. Only for whoever may read the trail.
 */
export function AcessosPacienteBotao({ pacienteId }: { pacienteId: number }) {
  const pode = usePermission(P.administracao.auditoria);
  const navigate = useNavigate();
  if (!pode) return null;
  const fim = hoje();
  const busca = new URLSearchParams({ pacienteId: String(pacienteId), dataInicio: umAnoAntes(fim), dataFim: fim });
  return (
    <Button icon={<HistoryOutlined />} onClick={() => navigate(`/administracao/auditoria/index?${busca}`)}>
      Acessos a este paciente
    </Button>
  );
}
