import { useState } from 'react';

const KEY = 'show_signup_bonus';

/** A first sign-in earns the signup bonus; the congratulation dialog shows it once, on the next page. */
export function rememberSignupBonus(): void {
  sessionStorage.setItem(KEY, 'true');
}

export function useSignupBonus(): { isOpen: boolean; dismiss: () => void } {
  const [isOpen, setIsOpen] = useState(() => sessionStorage.getItem(KEY) === 'true');
  return {
    isOpen,
    dismiss: () => {
      sessionStorage.removeItem(KEY);
      setIsOpen(false);
    },
  };
}
