import { Card, Col, Descriptions, Result, Row, Skeleton, Table, Tag } from 'antd';
import { CertificadoA1Section } from '../../../components/assinatura/CertificadoA1Section';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import { PerfilForm } from './perfil.form';
import { TrocarSenhaForm } from './trocar-senha.form';
import { certificadoProprio, mascararCpf, type UsuarioPerfil, usePerfil } from './usuario-perfil.api';

type Lotacao = UsuarioPerfil['lotacoes'][number];

/** /cadastro/usuario-perfil: the user's own data, contact fields, password and signing certificate. */
export default function UsuarioPerfilPage() {
  const query = usePerfil();
  const perfil = query.data;

  return (
    <div className="sm-page">
      <PageHeader title="Meu perfil" subTitle="Seus dados de acesso e contato." />
      {query.isError ? (
        <Result status="warning" title="Não foi possível carregar o perfil." />
      ) : !perfil ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <Card title="Dados do usuário">
              <Descriptions
                column={{ xs: 1, md: 2, xl: 3 }}
                size="small"
                items={[
                  { key: 'nome', label: 'Nome', children: perfil.nome },
                  { key: 'social', label: 'Nome social', children: perfil.nomeSocial || '—' },
                  { key: 'login', label: 'Usuário', children: perfil.login },
                  { key: 'cpf', label: 'CPF', children: mascararCpf(perfil.cpf) || '—' },
                  { key: 'registro', label: 'Registro profissional', children: perfil.registro || '—' },
                  { key: 'acesso', label: 'Último acesso', children: formatarDataHora(perfil.ultimoAcessoEm) || '—' },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <PerfilForm perfil={perfil} />
          </Col>
          <Col xs={24} lg={12}>
            <TrocarSenhaForm usuarioId={perfil.id} />
          </Col>
          <Col span={24}>
            <Card title="Lotações">
              <Table<Lotacao>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={perfil.lotacoes}
                locale={{ emptyText: 'Não há registros para exibir' }}
                columns={[
                  { title: 'Unidade', dataIndex: 'unidadeNome' },
                  { title: 'Local de atendimento', dataIndex: 'infraestruturaNome' },
                  { title: 'Ocupação', dataIndex: 'ocupacaoNome', render: (v: string | null) => v ?? '—' },
                  { title: 'Papéis', dataIndex: 'papeis', render: (p: string[]) => p.map((x) => <Tag key={x}>{x}</Tag>) },
                ]}
              />
            </Card>
          </Col>
          <Col span={24}>
            <CertificadoA1Section
              fonte={certificadoProprio}
              titulo="Certificado digital (A1)"
              descricao="Usado para assinar eletronicamente receitas, atestados e outros documentos. O CPF do certificado deve ser o seu; o arquivo e a senha ficam guardados cifrados."
            />
          </Col>
        </Row>
      )}
    </div>
  );
}
