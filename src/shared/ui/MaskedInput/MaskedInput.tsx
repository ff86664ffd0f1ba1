import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { MaskInput, type MaskaDetail } from 'maska';
import { TextField, type TextFieldProps } from '@/shared/ui/TextField/TextField';
import { maskTokens } from './maskTokens';

export interface MaskedInputProps extends Omit<TextFieldProps, 'type'> {
  /**
   * A mask in the token language of maskTokens.ts, or several (the shortest that fits wins), or
   * a function of the text typed so far that names the mask (keep it stable: a module function).
   */
  mask: string | string[] | ((value: string) => string);
  type?: 'text' | 'tel' | 'search' | 'url' | 'password';
  /** Eager: insert the literals that follow as soon as the preceding token is typed. */
  eager?: boolean;
  /** Called after every change with the masked text, the raw characters and completeness. */
  onMaska?: (detail: MaskaDetail) => void;
}

/**
 * TextField driven by maska's MaskInput. MaskInput rewrites the value in the capture phase of
 * the input event, so React's onChange (bubble phase) already sees the masked text and the
 * field can stay an ordinary controlled input.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, eager = false, onMaska, type = 'text', ...rest },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const onMaskaRef = useRef(onMaska);
  onMaskaRef.current = onMaska;
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  // A list is compared by its text: a new array of the same masks keeps the instance.
  const maskKey = Array.isArray(mask) ? mask.join('|') : mask;

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const instance = new MaskInput(input, {
      mask: typeof maskKey === 'string' && maskKey.includes('|') ? maskKey.split('|') : maskKey,
      tokens: maskTokens,
      eager,
      onMaska: (detail) => onMaskaRef.current?.(detail),
    });
    return () => instance.destroy();
  }, [maskKey, eager]);

  return <TextField ref={inputRef} type={type} {...rest} />;
});
