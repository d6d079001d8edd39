import { zData } from '@saude/shared';
import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { zodRule } from '../../lib/zod-rule';
import { DateInput } from './DateInput';
import { renderWidget } from './test-utils';

const campo = () => screen.getByLabelText('Nascimento') as HTMLInputElement;

/** The shared date rule (zData), as the forms use it through zodRule on their schema. */
const regraData = zData('Nascimento');
const ESQUEMA = {
  safeParse(v: { nascimento?: unknown }) {
    const r = regraData.safeParse(v.nascimento);
    return r.success
      ? { success: true }
      : { success: false, error: { issues: r.error.issues.map((i) => ({ path: ['nascimento'], message: i.message })) } };
  },
};

function Formulario({
  onValues,
  inicial,
  comRegra,
  ...props
}: { onValues: (v: unknown) => void; inicial?: string; comRegra?: boolean } & Record<string, unknown>) {
  return (
    <Form initialValues={{ nascimento: inicial }} onValuesChange={(_, all) => onValues(all.nascimento)}>
      <Form.Item name="nascimento" label="Nascimento" rules={comRegra ? [zodRule(ESQUEMA, 'nascimento')] : []}>
        <DateInput {...props} />
      </Form.Item>
    </Form>
  );
}

describe('DateInput (spec 000 §5)', () => {
  it('aplica a máscara DD/MM/YYYY e entrega a data como YYYY-MM-DD, sem deslocar o dia', async () => {
    const onValues = vi.fn();
    const { user } = renderWidget(<Formulario onValues={onValues} />);
    await user.type(campo(), '0103a2024');
    expect(campo().value).toBe('01/03/2024');
    expect(onValues).toHaveBeenLastCalledWith('2024-03-01');
    await user.tab();
    expect(campo().value).toBe('01/03/2024');
  });

  it('mostra o valor inicial e, ao sair, mantém uma data impossível como foi digitada, para a regra dizer que é inválida', async () => {
    const onValues = vi.fn();
    const { user } = renderWidget(<Formulario onValues={onValues} inicial="2024-12-31" comRegra />);
    expect(campo().value).toBe('31/12/2024');
    await user.clear(campo());
    await user.type(campo(), '31022024');
    expect(campo().value).toBe('31/02/2024');
    expect(onValues).toHaveBeenLastCalledWith(null);
    await user.tab();
    // issue 16: kept as typed, and the message says what is wrong (not "é obrigatório")
    expect(campo().value).toBe('31/02/2024');
    expect(onValues).toHaveBeenLastCalledWith('31/02/2024');
    expect(await screen.findByText('Nascimento deve ser uma data válida.')).toBeTruthy();
    expect(screen.queryByText(/obrigatóri/)).toBeNull();

    await user.clear(campo());
    await user.type(campo(), '1205');
    await user.tab();
    expect(campo().value).toBe('12/05');
    expect(await screen.findByText('Nascimento deve ser uma data válida.')).toBeTruthy();

    await user.clear(campo());
    await user.type(campo(), '01022024');
    await user.tab();
    expect(onValues).toHaveBeenLastCalledWith('2024-02-01');
    await vi.waitFor(() => expect(screen.queryByText('Nascimento deve ser uma data válida.')).toBeNull());
  });

  it('respeita minDate e maxDate ao digitar e no calendário', async () => {
    const onValues = vi.fn();
    const { user } = renderWidget(<Formulario onValues={onValues} minDate="2024-03-10" maxDate="2024-03-20" inicial="2024-03-15" />);
    await user.clear(campo());
    await user.type(campo(), '21032024');
    await user.tab();
    expect(campo().value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const dia = (d: string) => screen.getByTitle(`2024-03-${d}`);
    expect(dia('09').className).toContain('disabled');
    expect(dia('10').className).not.toContain('disabled');
    await user.click(dia('12'));
    expect(campo().value).toBe('12/03/2024');
    expect(onValues).toHaveBeenLastCalledWith('2024-03-12');
  });

  it('o calendário está em pt-BR e a semana começa na segunda-feira (spec 000 §9)', async () => {
    const { user } = renderWidget(<Formulario onValues={() => {}} inicial="2024-03-15" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const cabecalho = [...document.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent);
    expect(cabecalho[0]).toMatch(/^seg/i);
    expect(cabecalho[6]).toMatch(/^dom/i);
  });
});
