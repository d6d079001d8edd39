import { relatorioAmbListagemConsulta } from '@saude/shared';
import { Tag } from 'antd';
import { RelatorioPage } from '../../../components/relatorio/RelatorioPage';

const COR: Record<string, string> = { Realizado: 'green', Faltou: 'orange', Agendado: 'blue', Chegou: 'cyan' };

/**
 * ambulatorio/listagem-consulta-agendada-realizada (spec 000 §2.3; issue 17): the scheduled consultations of a
 * period and which were realised, by unit, specialty and professional, with print and export (report engine).
 */
export default function ListagemConsultaPage() {
  return (
    <RelatorioPage
      def={relatorioAmbListagemConsulta}
      render={{ situacao: (v) => <Tag color={COR[String(v)] ?? 'default'}>{String(v)}</Tag> }}
    />
  );
}
