import { configuracaoSchema, P } from '@saude/shared';
import { Input, Select } from 'antd';
import { usePermission } from '../../../components/Authorized';
import { type CampoParametrizacao, ParametrizacaoPage } from '../../../components/parametrizacao/ParametrizacaoPage';
import { type ConfiguracaoEdit, URL_CONFIGURACAO } from './configuracao.api';
import { IdentificacaoCard } from './identificacao.card';

/** The inputs this page draws itself: the list of terms, the passwords (SMTP, BNAFAR: never shown back) and one-line texts. */
function entrada(campo: CampoParametrizacao, props: Record<string, unknown>, modelo: Record<string, unknown>) {
  switch (campo.tipo) {
    case 'lista':
      return (
        <Select mode="tags" tokenSeparators={[',', ';']} open={false} suffixIcon={null} placeholder="Digite e tecle Enter" {...props} />
      );
    case 'senha':
      return (
        <Input.Password
          autoComplete="new-password"
          placeholder={modelo[`${campo.chave}Definida`] ? '•••••••• (definida)' : ''}
          {...props}
        />
      );
    case 'texto':
    case 'email':
      return <Input maxLength={200} {...props} />;
    default:
      return undefined;
  }
}

/**
 * administracao/configuracao/index: the settings engine's page (the settings-by-group page of every
 * parametrização), with the municipality's identification (logo, city) above it.
 */
export default function ConfiguracaoPage() {
  const podeEditar = usePermission(P.administracao.configuracaoEditar);
  return (
    <ParametrizacaoPage
      api={`${URL_CONFIGURACAO}/edit`}
      gravar={{ url: URL_CONFIGURACAO }}
      titulo="Configurações"
      subTitulo="Preferências deste município; valem para todos os usuários dele."
      esquema={configuracaoSchema}
      permissao={P.administracao.configuracaoEditar}
      entrada={entrada}
      larguraTotal={(c) => c.tipo === 'lista'}
      paraFormulario={(modelo) => ({ ...modelo, smtpSenha: '', bnafarSenha: '' })}
      antes={(form) => {
        const f = form as ConfiguracaoEdit['form'];
        return <IdentificacaoCard logotipo={f.logotipo} municipio={f.municipio} fusoHorario={f.fusoHorario} podeEditar={podeEditar} />;
      }}
    />
  );
}
