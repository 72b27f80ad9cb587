import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { PasswordForm } from './password-form.tsx';

describe('the password forms', () => {
  beforeAll(() => initI18n('fr'));

  it('name each field by a visible label, whole in every language, not by a placeholder that the box cuts', () => {
    render(<PasswordForm texts="mpwd" submit="OK" withOld numeric pending={false} onSubmit={vi.fn()} />);
    const names = [
      'Mot de passe de paiement actuel',
      'Nouveau mot de passe de paiement',
      'Confirmer le mot de passe de paiement',
    ];
    const inputs = names.map((name) => screen.getByLabelText(name));
    expect(inputs.map((input) => input.getAttribute('name'))).toEqual([
      'oldpassword',
      'password',
      'repassword',
    ]);
    expect(inputs.map((input) => input.getAttribute('placeholder'))).toEqual(['', '', '']);
  });

  it('sends what was typed in each labelled field', () => {
    const onSubmit = vi.fn();
    render(<PasswordForm texts="pwd" submit="OK" withOld pending={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Mot de passe actuel'), { target: { value: 'old-secret1' } });
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'new-secret1' } });
    fireEvent.change(screen.getByLabelText('Confirmer le nouveau mot de passe'), {
      target: { value: 'new-secret1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      oldpassword: 'old-secret1',
      password: 'new-secret1',
      repassword: 'new-secret1',
    });
  });
});
