import { KeyOutlined } from '@ant-design/icons';
import {
  applyMask,
  ConselhoProfissional,
  isValidCpf,
  MASCARAS,
  mensagens,
  onlyDigits,
  type Resposta,
  USUARIO_PERMISSOES,
  type UsuarioModelo,
  type usuarioCriadoSchema,
  type usuarioEdicaoSchema,
  usuarioResource,
} from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Divider, Flex, Form, Input, Result, Row, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Authorized } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import { campo } from '../../../components/crud/resource-form';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { CertificadoSection } from './certificado.section';
import { type LotacaoForm, LotacoesSection, lotacaoParaForm, lotacaoParaPayload } from './lotacoes.section';
import { mostrarSenhaGerada } from './senha-gerada.modal';
import { usuarioApi } from './usuario.api';

type Modelo = UsuarioModelo;
type Valores = Omit<Partial<Modelo>, 'lotacoes'> & { senha?: string; lotacoes?: LotacaoForm[] };

const CONSELHOS = Object.entries(ConselhoProfissional)
  .map(([sigla, id]) => ({ value: id, label: sigla === 'OUTRO' ? 'Outro' : sigla }))
  .sort((a, b) =>
    a.value === ConselhoProfissional.OUTRO ? 1 : b.value === ConselhoProfissional.OUTRO ? -1 : a.label.localeCompare(b.label),
  );

const paraForm = (m: Modelo): Valores => ({
  ...m,
  cpf: applyMask(MASCARAS.cpf, m.cpf ?? ''),
  lotacoes: m.lotacoes.map(lotacaoParaForm),
});

/**
 * Create and edit of cadastro/usuario. Written beside ResourceFormPage rather than on it: a new
 * user's generated password must be shown once from the save answer, and the edit page carries
 * actions of their own (gerar senha, certificate) that are not part of the saved record.
 */
export function UsuarioForm({ id }: { id?: number }) {
  const resource = usuarioResource;
  const [form] = Form.useForm<Valores>();
  const [dirty, setDirty] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  useUnsavedGuard(dirty);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const editando = id !== undefined;
  const url = editando ? `${resource.apiPath}/${id}/edit` : `${resource.apiPath}/create`;
  const carregamento = useQuery({
    queryKey: ['form', url],
    // create answers only the form; edit the form and the model
    queryFn: () => api.get<Omit<Resposta<typeof usuarioEdicaoSchema>, 'model'> & { model?: Modelo }>(url),
    gcTime: 0,
  });
  const voltar = () => navigate((location.state as { lista?: string } | null)?.lista ?? `${resource.path}/index`);

  const salvar = useMutation({
    mutationFn: (v: Valores) => {
      const body = { ...v, cpf: onlyDigits(v.cpf ?? ''), lotacoes: (v.lotacoes ?? []).map(lotacaoParaPayload) };
      return editando
        ? api.put<Modelo>(`${resource.apiPath}/${id}`, body)
        : api.post<Resposta<typeof usuarioCriadoSchema>>(resource.apiPath, body);
    },
    onSuccess: (salvo) => {
      setDirty(false);
      void queryClient.invalidateQueries({ queryKey: ['datatable', `${resource.apiPath}/datatable`] });
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
      const senha = (salvo as { senhaGerada?: string | null }).senhaGerada;
      if (senha) mostrarSenhaGerada(salvo.login, senha);
      exitGuard.reset();
      voltar();
    },
    onError: (error) => applyFormErrors(form, error),
  });

  /** A CPF that already names a citizen fills the person fields (the server links, never duplicates). */
  const conferirCpf = async (cpf: string) => {
    const digitos = onlyDigits(cpf);
    setAviso(null);
    if (!isValidCpf(digitos) || (editando && digitos === onlyDigits(carregamento.data?.model?.cpf ?? ''))) return;
    const c = await usuarioApi.cidadao(digitos).catch(() => null);
    if (!c) return;
    if (c.usuarioId && c.usuarioId !== id) {
      setAviso(`Este CPF já pertence ao usuário ${c.usuarioLogin}.`);
      return;
    }
    setAviso('Cidadão já cadastrado: os dados pessoais foram preenchidos a partir do cadastro existente.');
    form.setFieldsValue({ nome: c.nome, dataNascimento: c.dataNascimento, email: form.getFieldValue('email') || c.email });
  };

  const gerarSenha = () =>
    confirmDialog({
      content: 'Gerar uma nova senha temporária? A senha atual deixará de funcionar e as sessões abertas do usuário serão encerradas.',
      onConfirm: async () => {
        const senha = await usuarioApi.gerarSenha(id as number);
        mostrarSenhaGerada(carregamento.data?.model?.login ?? '', senha);
      },
    });

  if (carregamento.isError) {
    return <Result status="404" title="Registro não encontrado" extra={<Button onClick={voltar}>Voltar</Button>} />;
  }
  const dados = carregamento.data;
  const limparErros = clearErrorsOnChange(form);
  const titulo = `${editando ? 'Editar' : 'Cadastrar'} usuário`;

  return (
    <div className="sm-page">
      <PageHeader
        title={titulo}
        subTitle={resource.nomePlural}
        extra={
          editando && (
            <Authorized permission={USUARIO_PERMISSOES.gerarSenha}>
              <Button icon={<KeyOutlined />} onClick={gerarSenha}>
                Gerar senha
              </Button>
            </Authorized>
          )
        }
      />
      <Card>
        {!dados ? (
          <Skeleton active />
        ) : (
          <Form<Valores>
            form={form}
            layout="vertical"
            initialValues={dados.model ? paraForm(dados.model) : { lotacoes: [{ centroCustoIds: [], papelIds: [] }] }}
            scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
            validateTrigger="onChange"
            onValuesChange={(changed) => {
              setDirty(true);
              limparErros(changed);
            }}
            onFinish={(v) => salvar.mutate(v)}
          >
            {editando && dados.model?.bloqueado && <Tag color="red">Bloqueado</Tag>}
            <Typography.Title level={5}>Dados pessoais</Typography.Title>
            <Row gutter={16}>
              <Col xs={24} md={6}>
                <Form.Item label="CPF" {...campo(resource, 'cpf')} extra={aviso}>
                  <Input
                    inputMode="numeric"
                    maxLength={14}
                    onChange={(e) => form.setFieldValue('cpf', applyMask(MASCARAS.cpf, e.target.value))}
                    onBlur={(e) => void conferirCpf(e.target.value)}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Nome" {...campo(resource, 'nome')}>
                  <Input maxLength={150} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item label="Data de nascimento" {...campo(resource, 'dataNascimento')}>
                  <DateInput />
                </Form.Item>
              </Col>
            </Row>

            <Divider />
            <Typography.Title level={5}>Acesso</Typography.Title>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item label="Login" {...campo(resource, 'login')} extra="Letras, números, ponto, hífen ou sublinhado.">
                  <Input maxLength={60} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={10}>
                <Form.Item label="E-mail" {...campo(resource, 'email')}>
                  <Input maxLength={150} type="email" />
                </Form.Item>
              </Col>
              {!editando && (
                <Col xs={24} md={6}>
                  <Form.Item label="Senha inicial" {...campo(resource, 'senha')} extra="Em branco, o sistema gera uma senha temporária.">
                    <Input.Password autoComplete="new-password" maxLength={128} />
                  </Form.Item>
                </Col>
              )}
            </Row>

            <Divider />
            <Typography.Title level={5}>Registro profissional</Typography.Title>
            <Row gutter={16}>
              <Col xs={24} md={6}>
                <Form.Item label="Conselho" {...campo(resource, 'registroTipoId')}>
                  <Select allowClear options={CONSELHOS} showSearch={{ optionFilterProp: 'label' }} />
                </Form.Item>
              </Col>
              <Form.Item noStyle dependencies={['registroTipoId']}>
                {({ getFieldValue }) =>
                  getFieldValue('registroTipoId') === ConselhoProfissional.OUTRO && (
                    <Col xs={24} md={6}>
                      <Form.Item label="Nome do conselho" {...campo(resource, 'registroTipoOutro')} required>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                  )
                }
              </Form.Item>
              <Col xs={24} md={6}>
                <Form.Item label="Número do registro" {...campo(resource, 'registroNumero')} dependencies={['registroTipoId']}>
                  <Input maxLength={20} />
                </Form.Item>
              </Col>
              <Col xs={24} md={4}>
                <Form.Item label="UF do registro" {...campo(resource, 'registroEstadoId')}>
                  <Select
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    options={dados.form.estados.map((e) => ({ value: e.id, label: e.uf }))}
                  />
                </Form.Item>
              </Col>
            </Row>

            <Divider />
            <LotacoesSection form={form} papeis={dados.form.papeis} />

            <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
              * Preenchimento obrigatório.
            </Typography.Paragraph>
            <Flex gap={8} justify="flex-end">
              <Button onClick={voltar}>Voltar</Button>
              <Button type="primary" htmlType="submit" loading={salvar.isPending}>
                Salvar
              </Button>
            </Flex>
          </Form>
        )}
      </Card>
      {editando && dados?.model && (
        <Authorized permission={USUARIO_PERMISSOES.certificado}>
          <CertificadoSection usuarioId={id as number} />
        </Authorized>
      )}
    </div>
  );
}
