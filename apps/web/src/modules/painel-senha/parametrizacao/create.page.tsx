import { PS, parametrizacaoPainelSenhaSchema } from '@saude/shared';
import { ParametrizacaoPage } from '../../../components/parametrizacao/ParametrizacaoPage';

export const PARAMETRIZACAO_PAINEL_SENHA_API = '/api/painel-senha/parametrizacao';

/** painel-senha/parametrizacao/create (spec 000 §2.3): the kiosk, the ticket queue and the TVs of this municipality. */
export default function ParametrizacaoPainelSenhaPage() {
  return (
    <ParametrizacaoPage
      api={PARAMETRIZACAO_PAINEL_SENHA_API}
      titulo="Parametrização do painel de senhas"
      subTitulo="Regras do totem, da fila de senhas e das telas (TV) deste município."
      esquema={parametrizacaoPainelSenhaSchema}
      permissao={PS.parametrizacao}
    />
  );
}
