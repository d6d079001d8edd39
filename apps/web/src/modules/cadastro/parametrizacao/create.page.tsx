import { PERMISSAO_PARAMETRIZACAO_CADASTRO, parametrizacaoCadastroSchema } from '@saude/shared';
import { ParametrizacaoPage } from '../../../components/parametrizacao/ParametrizacaoPage';

/** cadastro/parametrizacao/create: the registry module's settings (patient rules), read from …/create and saved by POST. */
export default function ParametrizacaoCadastroPage() {
  return (
    <ParametrizacaoPage
      api="/api/cadastro/parametrizacao/create"
      gravar={{ url: '/api/cadastro/parametrizacao', metodo: 'post' }}
      titulo="Parametrização do cadastro"
      subTitulo="Regras do cadastro de pacientes deste município."
      esquema={parametrizacaoCadastroSchema}
      permissao={PERMISSAO_PARAMETRIZACAO_CADASTRO.editar}
    />
  );
}
