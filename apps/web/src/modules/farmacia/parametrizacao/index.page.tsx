import { FAR, type parametrizacaoFarmaciaEdicaoSchema, parametrizacaoFarmaciaSchema, type Resposta } from '@saude/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type CampoParametrizacao, ParametrizacaoPage } from '../../../components/parametrizacao/ParametrizacaoPage';
import { CidsTalidomida } from './cids-talidomida';

const API = '/api/farmacia/parametrizacao';
type Edicao = Resposta<typeof parametrizacaoFarmaciaEdicaoSchema>;

/**
 * farmacia/parametrizacao/index (spec 000 §2.3): early repeats, prescription validity, the receipt and the
 * thalidomide rules (RDC 11/2011) of this municipality's pharmacies. The CID list is edited with the CID autocomplete.
 */
export default function ParametrizacaoFarmaciaPage() {
  const cliente = useQueryClient();
  const entrada = (c: CampoParametrizacao, props: Record<string, unknown>) => {
    if (c.chave !== 'cidsTalidomida') return undefined;
    const descricoes = cliente.getQueryData<Edicao>(['parametrizacao', API])?.form.cids ?? [];
    return <CidsTalidomida descricoes={descricoes} {...(props as { value?: string[]; onChange?: (v: string[]) => void; id?: string })} />;
  };
  return (
    <ParametrizacaoPage
      api={API}
      titulo="Parametrização da farmácia"
      subTitulo="Regras de retirada, validade das receitas, recibo e talidomida deste município."
      esquema={parametrizacaoFarmaciaSchema}
      permissao={FAR.parametrizacao}
      entrada={entrada}
      larguraTotal={(c) => c.tipo === 'lista'}
    />
  );
}
