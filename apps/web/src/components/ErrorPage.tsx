import type { ResultProps } from 'antd';
import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { loginPath, useSessao } from '../lib/session';

const PAGINAS = {
  401: { title: 'Não autorizado', subTitle: 'Você precisa entrar no sistema para acessar esta página.', status: '403' },
  403: { title: 'Acesso negado', subTitle: 'Você não tem permissão para acessar esta página.', status: '403' },
  404: { title: 'Página não encontrada', subTitle: 'O endereço acessado não existe ou foi removido.', status: '404' },
  500: { title: 'Erro no servidor', subTitle: 'Ocorreu um erro inesperado. Tente novamente em instantes.', status: '500' },
} as const;

export type ErrorStatus = keyof typeof PAGINAS;

/** Error pages of spec 000 §8 (/401, /403, /404, /500), each with a way back. */
export function ErrorPage({ status, subTitle, extra }: { status: ErrorStatus; subTitle?: string; extra?: ResultProps['extra'] }) {
  const navigate = useNavigate();
  const sessao = useSessao();
  const pagina = PAGINAS[status];
  const acoes =
    status === 401 || !sessao ? (
      <Button type="primary" onClick={() => navigate(loginPath())}>
        Ir para o login
      </Button>
    ) : (
      <Space>
        <Button onClick={() => navigate(-1)}>Voltar</Button>
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          Ir para o início
        </Button>
      </Space>
    );
  return <Result status={pagina.status} title={pagina.title} subTitle={subTitle ?? pagina.subTitle} extra={extra ?? acoes} />;
}
