import { screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { CepField, esquecerCeps } from './CepInput';
import { renderWidget } from './test-utils';

function Formulario() {
  return (
    <Form>
      <CepField name="cep" obrigatorio />
    </Form>
  );
}

describe('CEP com verificação de existência (spec 000 §5)', () => {
  it('masks as ##.###-###, asks the server with the unmasked CEP and shows its message', async () => {
    esquecerCeps();
    const api = mockApi({
      'GET /api/cadastro/logradouro/has-cep/55295410': { data: true },
      'GET /api/cadastro/logradouro/has-cep/01001000': { data: false },
    });
    const { user } = renderWidget(<Formulario />);
    const campo = screen.getByLabelText('CEP');
    await user.type(campo, '01001000');
    expect((campo as HTMLInputElement).value).toBe('01.001-000');
    expect(await screen.findByText('CEP não cadastrado no sistema.')).toBeTruthy();
    // one request for the complete CEP: partial values fail the format rule before asking
    expect(api.de('GET /api/cadastro/logradouro/has-cep/01001000')).toHaveLength(1);
    expect(api.chamadas.filter((c) => c.path.includes('has-cep'))).toHaveLength(1);

    await user.clear(campo);
    await user.type(campo, '55295410');
    await waitFor(() => expect(api.de('GET /api/cadastro/logradouro/has-cep/55295410')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('CEP não cadastrado no sistema.')).toBeNull());
  });

  it('rejects an incomplete CEP without asking the server', async () => {
    esquecerCeps();
    const api = mockApi({});
    const { user } = renderWidget(<Formulario />);
    await user.type(screen.getByLabelText('CEP'), '5529');
    expect(await screen.findByText('O CEP informado é inválido.')).toBeTruthy();
    expect(api.chamadas.filter((c) => c.path.includes('has-cep'))).toHaveLength(0);
  });
});
