import { ALM, parametrizacaoAlmoxarifadoSchema } from '@saude/shared';
import { ParametrizacaoPage } from '../../../components/parametrizacao/ParametrizacaoPage';

/** almoxarifado/parametrizacao/index (spec 000 §2.3): expiry alert, monthly average consumption, purchase cover. */
export default function ParametrizacaoAlmoxarifadoPage() {
  return (
    <ParametrizacaoPage
      api="/api/almoxarifado/parametrizacao"
      titulo="Parametrização do almoxarifado"
      subTitulo="Alertas de validade e consumo médio mensal deste município."
      esquema={parametrizacaoAlmoxarifadoSchema}
      permissao={ALM.parametrizacao}
    />
  );
}
