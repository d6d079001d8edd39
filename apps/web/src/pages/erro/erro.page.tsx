import { Flex } from 'antd';
import { ErrorPage, type ErrorStatus } from '../../components/ErrorPage';

const pagina = (status: ErrorStatus) =>
  function Erro() {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 24 }}>
        <ErrorPage status={status} />
      </Flex>
    );
  };

/** /401, /403, /404 and /500 (spec 000 §2.2), hidden in the menu. */
export const paginas = { '401': pagina(401), '403': pagina(403), '404': pagina(404), '500': pagina(500) };
