import { PA, parametrizacaoPaSchema } from '@saude/shared';
import { ParametrizacaoPage } from '../../../components/parametrizacao/ParametrizacaoPage';

export const PARAMETRIZACAO_PA_API = '/api/pronto-atendimento/parametrizacao';

/** pronto-atendimento/parametrizacao/create (spec 000 §2.3): the emergency care's settings of this municipality. */
export default function ParametrizacaoPaPage() {
  return (
    <ParametrizacaoPage
      api={PARAMETRIZACAO_PA_API}
      titulo="Parametrização do pronto atendimento"
      subTitulo="Regras do pronto atendimento deste município."
      esquema={parametrizacaoPaSchema}
      permissao={PA.parametrizacao}
    />
  );
}
