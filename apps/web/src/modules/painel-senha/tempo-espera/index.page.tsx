import { tempoEsperaResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { CorCelula } from '../../../components/fields/CorInput';

/** painel-senha/tempo-espera/index: the battery icon's colours, shortest wait first. */
export default function TempoEsperaIndexPage() {
  return (
    <ResourceIndexPage
      resource={tempoEsperaResource}
      subTitle="Cor do ícone de tempo de espera nas filas, a partir de cada tempo."
      render={{ minutos: (v: number) => `${v} min`, cor: (v: string) => <CorCelula cor={v} /> }}
    />
  );
}
