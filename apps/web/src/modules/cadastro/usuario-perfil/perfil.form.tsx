import { mensagens, perfilSchema } from '@saude/shared';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';
import { mascararTelefone, type UsuarioPerfil, useSalvarPerfil } from './usuario-perfil.api';

interface Valores {
  email: string;
  telefone: string;
}

/** Contact data the user keeps up to date; everything else on the profile is managed by the administrator. */
export function PerfilForm({ perfil }: { perfil: UsuarioPerfil }) {
  const [form] = Form.useForm<Valores>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const salvar = useSalvarPerfil();
  const limparErros = clearErrorsOnChange(form);

  const onFinish = (v: Valores) =>
    salvar.mutate(
      { email: v.email?.trim() || null, telefone: v.telefone?.replace(/\D/g, '') || null },
      {
        onSuccess: (p) => {
          form.setFieldsValue({ email: p.email ?? '', telefone: mascararTelefone(p.telefone) });
          setDirty(false);
          feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
        },
        onError: (error) => applyFormErrors(form, error),
      },
    );

  return (
    <Card title="Contato">
      <Form<Valores>
        form={form}
        layout="vertical"
        initialValues={{ email: perfil.email ?? '', telefone: mascararTelefone(perfil.telefone) }}
        scrollToFirstError={{ focus: true }}
        onValuesChange={(changed) => {
          setDirty(true);
          limparErros(changed);
          if ('telefone' in changed) form.setFieldValue('telefone', mascararTelefone(changed.telefone));
        }}
        onFinish={onFinish}
      >
        <Form.Item name="email" label="E-mail" rules={[zodRule(perfilSchema, 'email')]}>
          <Input inputMode="email" maxLength={150} autoComplete="email" />
        </Form.Item>
        <Form.Item name="telefone" label="Telefone" rules={[zodRule(perfilSchema, 'telefone')]}>
          <Input inputMode="tel" maxLength={15} autoComplete="tel" placeholder="(00) 00000-0000" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={salvar.isPending} disabled={!dirty}>
          Salvar
        </Button>
      </Form>
    </Card>
  );
}
