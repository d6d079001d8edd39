import { LogoutOutlined } from '@ant-design/icons';
import { type mensagemRespostaSchema, type Resposta, SISTEMA_NOME, trocarSenhaSchema } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Space, Typography } from 'antd';
import { api } from '../../lib/api';
import { sair } from '../../lib/auth';
import { applyFormErrors, clearErrorsOnChange } from '../../lib/errors';
import { feedback } from '../../lib/feedback';
import { sessionStore, useSessao } from '../../lib/session';
import { zodRule } from '../../lib/zod-rule';

interface Valores {
  senhaAtual: string;
  senha: string;
  confirmacaoSenha: string;
}

export const TEXTO_TROCA_OBRIGATORIA =
  'Sua senha foi gerada pelo administrador do sistema. Para continuar, escolha uma nova senha que só você conheça.';

/**
 * Shown instead of every authenticated screen while the password is the one the administrator generated (issue 24):
 * the server answers nothing else until it changes. After the change the session goes on where it would have.
 */
export function TrocaSenhaObrigatoria() {
  const sessao = useSessao();
  const [form] = Form.useForm<Valores>();
  const trocar = useMutation({
    mutationFn: (v: Valores) =>
      api.put<Resposta<typeof mensagemRespostaSchema>>(`/api/administracao/autenticacao/trocar-senha/${sessao?.usuario.id}`, v),
    onSuccess: ({ message }) => {
      const atual = sessionStore.get();
      if (atual) sessionStore.save({ ...atual, trocarSenha: false });
      feedback.notification.success({ title: 'Sucesso', description: message });
    },
    onError: (error) => applyFormErrors(form, error),
  });
  if (!sessao) return null;
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 480 }} styles={{ body: { padding: 28 } }}>
        <Typography.Text type="secondary">{SISTEMA_NOME}</Typography.Text>
        <Typography.Title level={2} style={{ marginTop: 4, fontSize: 22 }}>
          Troque sua senha
        </Typography.Title>
        <Alert type="warning" showIcon title={TEXTO_TROCA_OBRIGATORIA} style={{ marginBottom: 16 }} />
        <Form<Valores>
          form={form}
          layout="vertical"
          scrollToFirstError={{ focus: true }}
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={(v) => trocar.mutate(v)}
        >
          <Form.Item name="senhaAtual" label="Senha gerada (atual)" required rules={[zodRule(trocarSenhaSchema, 'senhaAtual')]}>
            <Input.Password maxLength={128} autoComplete="current-password" autoFocus />
          </Form.Item>
          <Form.Item
            name="senha"
            label="Nova senha"
            required
            rules={[zodRule(trocarSenhaSchema, 'senha')]}
            extra="Mínimo de 8 caracteres, com ao menos uma letra e um número."
          >
            <Input.Password maxLength={128} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmacaoSenha"
            label="Confirmação da senha"
            required
            dependencies={['senha']}
            rules={[zodRule(trocarSenhaSchema, 'confirmacaoSenha')]}
          >
            <Input.Password maxLength={128} autoComplete="new-password" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={trocar.isPending}>
              Trocar senha
            </Button>
            <Button icon={<LogoutOutlined />} onClick={() => void sair()}>
              Sair
            </Button>
          </Space>
        </Form>
      </Card>
    </Flex>
  );
}
