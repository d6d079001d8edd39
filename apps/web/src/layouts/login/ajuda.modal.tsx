import { Button, Modal, Typography } from 'antd';
import { Link } from 'react-router';

/** 'Dificuldade pra entrar? Pedir ajuda' (spec 000 §2.4): who to ask, and the self-service path. */
export function AjudaModal({ open, onClose, link, municipio }: { open: boolean; onClose: () => void; link?: string; municipio?: string }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Precisa de ajuda para entrar?"
      footer={
        <Button type="primary" onClick={onClose}>
          Entendi
        </Button>
      }
    >
      <Typography.Paragraph>
        O acesso ao sistema é liberado pela equipe de tecnologia da informação (TI) ou pela Secretaria Municipal de Saúde
        {municipio ? ` de ${municipio}` : ' do seu município'}. Procure-as para criar o seu usuário, liberar uma lotação ou desbloquear o
        acesso.
      </Typography.Paragraph>
      <Typography.Paragraph>Se você já tem usuário e esqueceu a senha, é possível redefini-la pelo e-mail cadastrado.</Typography.Paragraph>
      {link && (
        <Link to={`/recuperar-senha/${encodeURIComponent(link)}`} onClick={onClose}>
          Recuperar minha senha
        </Link>
      )}
    </Modal>
  );
}
