import { classificacaoRiscoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { CorCelula } from '../../../components/fields/CorInput';

/** pronto-atendimento/classificacao-risco/index: the colours by urgency, each with its swatch and target time. */
export default function ClassificacaoRiscoIndexPage() {
  return (
    <ResourceIndexPage
      resource={classificacaoRiscoResource}
      subTitle="Cores da classificação de risco e o tempo máximo de espera pelo atendimento médico."
      render={{
        cor: (v: string) => <CorCelula cor={v} />,
        tempoAlvoMinutos: (v: number) => `${v} min`,
      }}
    />
  );
}
