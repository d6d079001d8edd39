import { labJornadaResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { CotasPainel } from './cotas';

/** exame-laboratorial/jornada/index: the collection agendas, and below them the quotas of the requesting units. */
export default function JornadaLaboratorioIndexPage() {
  return (
    <>
      <ResourceIndexPage resource={labJornadaResource} subTitle="Agendas de coleta dos laboratórios e cotas mensais das unidades." />
      <div style={{ padding: '0 24px 24px' }}>
        <CotasPainel />
      </div>
    </>
  );
}
