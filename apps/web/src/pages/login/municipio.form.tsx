import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';

/** Without a link in the address and none saved, the user types the municipality's link. */
export function MunicipioForm({ inicial }: { inicial?: string }) {
  const navigate = useNavigate();
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={{ link: inicial }}
      onFinish={({ link }: { link: string }) => navigate(`/login/${encodeURIComponent(link.trim().toLowerCase())}`)}
    >
      <Form.Item
        name="link"
        label="Link do município"
        extra="O link de acesso informado pela Secretaria de Saúde, por exemplo: recife."
        rules={[{ required: true, whitespace: true, message: 'O campo Link do município é obrigatório.' }]}
      >
        <Input size="large" maxLength={100} autoFocus autoComplete="organization" />
      </Form.Item>
      <Button type="primary" size="large" htmlType="submit" block icon={<ArrowRightOutlined />} iconPlacement="end">
        Continuar
      </Button>
    </Form>
  );
}
