import { CLASSIFICACAO_RISCO_MANCHESTER } from '@saude/shared';
import { Button, ColorPicker, Flex, Typography } from 'antd';
import type { Color } from 'antd/es/color-picker';

/** A square of the colour, named for screen readers by its hex value. */
export function Amostra({ cor, tamanho = 16 }: { cor: string; tamanho?: number }) {
  return (
    <span
      role="img"
      aria-label={`Cor ${cor}`}
      style={{
        display: 'inline-block',
        width: tamanho,
        height: tamanho,
        borderRadius: 4,
        background: cor,
        border: '1px solid rgba(0, 0, 0, 0.15)',
        verticalAlign: 'middle',
      }}
    />
  );
}

/** The list cell: the swatch and the hex value. */
export function CorCelula({ cor }: { cor: string }) {
  return (
    <Flex gap={8} align="center">
      <Amostra cor={cor} />
      <Typography.Text code>{cor}</Typography.Text>
    </Flex>
  );
}

const PREDEFINIDAS = [{ label: 'Manchester', colors: CLASSIFICACAO_RISCO_MANCHESTER.map((c) => c.cor) }];

/**
 * The form's colour: antd ColorPicker (hex, no transparency; the Manchester colours as presets), behind a
 * button that carries the Form.Item id so the label "Cor" names it. The value is '#rrggbb' or null.
 */
export function CorInput({ id, value, onChange }: { id?: string; value?: string | null; onChange?: (v: string | null) => void }) {
  return (
    <ColorPicker
      value={value || undefined}
      format="hex"
      disabledAlpha
      allowClear
      presets={PREDEFINIDAS}
      onChangeComplete={(cor: Color) => onChange?.(cor.cleared ? null : cor.toHexString())}
      onClear={() => onChange?.(null)}
    >
      <Button id={id}>
        <Flex gap={8} align="center">
          {value ? <Amostra cor={value} /> : null}
          {value ?? 'Escolher cor'}
        </Flex>
      </Button>
    </ColorPicker>
  );
}
