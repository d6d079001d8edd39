import { trocarSenhaSchema } from '@saude/shared';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';
import { useTrocarSenha } from './usuario-perfil.api';

interface Valores {
  senhaAtual: string;
  senha: string;
  confirmacaoSenha: string;
}

export function TrocarSenhaForm({ usuarioId }: { usuarioId: number }) {
  const [form] = Form.useForm<Valores>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const trocar = useTrocarSenha(usuarioId);
  const limparErros = clearErrorsOnChange(form);

  const onFinish = (v: Valores) =>
    trocar.mutate(v, {
      onSuccess: ({ message }) => {
        form.resetFields();
        setDirty(false);
        feedback.notification.success({ title: 'Sucesso', description: message });
      },
      onError: (error) => applyFormErrors(form, error),
    });

  return (
    <Card title="Trocar senha">
      <Form<Valores>
        form={form}
        layout="vertical"
        scrollToFirstError={{ focus: true }}
        onValuesChange={(changed) => {
          setDirty(true);
          limparErros(changed);
        }}
        onFinish={onFinish}
      >
        <Form.Item name="senhaAtual" label="Senha atual" required rules={[zodRule(trocarSenhaSchema, 'senhaAtual')]}>
          <Input.Password maxLength={128} autoComplete="current-password" />
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
        <Button type="primary" htmlType="submit" loading={trocar.isPending}>
          Trocar senha
        </Button>
      </Form>
    </Card>
  );
}
