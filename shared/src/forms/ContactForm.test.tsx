import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ApiError, messages, PostedFormContext, type PostedForm } from '@navdhara/shared';
import { apiClient } from '../api/client';
import { mockAdapter } from '../api/test-adapter';
import { ContactForm } from './ContactForm';

async function fill(values: Partial<Record<'Name' | 'Email' | 'Mobile' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values))
    await userEvent.type(screen.getByLabelText(label), value);
}

const complete = {
  Name: 'Ravi Kumar',
  Email: 'ravi@example.com',
  Mobile: '9876543210',
  Message: 'Need 500 chicks',
};
/** `complete` as the form sends it: the mobile number in its one normal form, the page's language. */
const completeAsSent = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  mobile: '+919876543210',
  message: 'Need 500 chicks',
  language: 'en',
};

test('an empty field shows "please enter all details" and sends nothing', async () => {
  const send = jest.fn();
  render(<ContactForm send={send} />);
  await fill({ Name: 'Ravi', Email: 'ravi@example.com', Mobile: '9876543210' });
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent('please enter all details');
  expect(send).not.toHaveBeenCalled();
});

test('a complete form sends the mobile as +91 and ten digits, clears the fields and says so', async () => {
  const send = jest.fn().mockResolvedValue({ id: 1 });
  const onSent = jest.fn();
  render(<ContactForm send={send} onSent={onSent} />);
  await fill(complete);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(send).toHaveBeenCalledWith(completeAsSent);
  expect(await screen.findByText('message send succesfully')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(onSent).toHaveBeenCalledTimes(1);
});

test('a failed send keeps what was typed and tells the visitor', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const send = jest.fn().mockRejectedValue(new ApiError('Network Error', 0));
  render(<ContactForm send={send} />);
  await fill(complete);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.contact.failed);
  expect(screen.getByLabelText('Message')).toHaveValue('Need 500 chicks');
});

describe('the mobile field', () => {
  it('is a phone field with the numeric keypad, and its rule is shown under it and linked to it', () => {
    render(<ContactForm send={jest.fn()} />);
    const mobile = screen.getByLabelText('Mobile');
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    expect(mobile).toHaveAttribute('autocomplete', 'tel');
    expect(
      screen.getByText('10-digit Indian mobile number; +91 or 0 in front is fine'),
    ).toBeVisible();
    expect(mobile).toHaveAccessibleDescription(
      '10-digit Indian mobile number; +91 or 0 in front is fine',
    );
  });

  it.each(['98765 43210', '+91 98765 43210', '098765 43210', '+91-98765-43210', '9876543210'])(
    'accepts %j and sends +919876543210',
    async (written) => {
      const send = jest.fn().mockResolvedValue({ id: 1 });
      render(<ContactForm send={send} />);
      await fill({ ...complete, Mobile: written });
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(send).toHaveBeenCalledWith(expect.objectContaining({ mobile: '+919876543210' }));
    },
  );

  it('refuses a number that is not an Indian mobile, naming the field, and sends nothing', async () => {
    const send = jest.fn();
    render(<ContactForm send={send} />);
    await fill({ ...complete, Mobile: '12345' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Mobile: please enter a 10-digit Indian mobile number; +91 or 0 in front is fine',
    );
    const mobile = screen.getByLabelText('Mobile');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveAccessibleDescription(
      /10-digit Indian mobile number.*Mobile: please enter/,
    );
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(mobile, '67890');
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });
});

test('checks what the CMS checks: e-mail, control characters, lengths', async () => {
  const send = jest.fn();
  render(<ContactForm send={send} />);
  await fill({ ...complete, Email: 'ravi@example' });
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent(messages.contact.invalidEmail);
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'ravi@example.com');
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ravi\u0000Kumar' } });
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent(messages.contact.controlCharacters('Name'));
  expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x'.repeat(101) } });
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Name: please keep it to 100 characters or fewer',
  );
  expect(send).not.toHaveBeenCalled();
});

describe('a refusal by the CMS is never reported as a connection problem', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('a 400 naming a field shows that field and the CMS rule, and marks the field', async () => {
    const rule = 'mobile must be a 10-digit Indian mobile number; +91 or 0 in front is fine';
    const send = jest.fn().mockRejectedValue(
      new ApiError(rule, 400, {
        errors: [{ path: ['mobile'], message: rule, name: 'ValidationError' }],
      }),
    );
    render(<ContactForm send={send} />);
    await fill(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Mobile: must be a 10-digit Indian mobile number; +91 or 0 in front is fine',
    );
    expect(alert).not.toHaveTextContent(/connection/);
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveValue('Need 500 chicks');
  });

  it('a 400 without a field says the message was not accepted', async () => {
    const send = jest
      .fn()
      .mockRejectedValue(new ApiError('Invalid key website', 400, { key: 'website' }));
    render(<ContactForm send={send} />);
    await fill(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.contact.refused);
  });

  it('a 429 asks the visitor to wait', async () => {
    const send = jest
      .fn()
      .mockRejectedValue(new ApiError('Too many requests, please try again later.', 429));
    render(<ContactForm send={send} />);
    await fill(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.contact.tooMany);
  });
});

test('cannot be submitted twice while sending', async () => {
  let finish: (v: unknown) => void = () => undefined;
  const send = jest.fn().mockReturnValue(new Promise((resolve) => (finish = resolve)));
  render(<ContactForm send={send} />);
  await fill(complete);
  const button = screen.getByRole('button', { name: 'Submit' });
  await userEvent.click(button);
  expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: /Sending/ }));
  expect(send).toHaveBeenCalledTimes(1);
  finish({ id: 1 });
  expect(await screen.findByText('message send succesfully')).toBeInTheDocument();
});

test('a filled honeypot is dropped silently', async () => {
  const send = jest.fn();
  const { container } = render(<ContactForm send={send} />);
  await fill(complete);
  const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
  await userEvent.type(trap, 'http://spam.example');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(send).not.toHaveBeenCalled();
  expect(screen.getByText('message send succesfully')).toBeInTheDocument();
});

test('through the real API client: the CMS answer of a 400 reaches the visitor by field name', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const original = apiClient.defaults.adapter;
  const rule = 'email must be a valid email';
  const { adapter, calls } = mockAdapter(() => ({
    status: 400,
    data: {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: rule,
        details: { errors: [{ path: ['email'], message: rule, name: 'ValidationError' }] },
      },
    },
  }));
  apiClient.defaults.adapter = adapter;
  try {
    render(<ContactForm />);
    await fill({ ...complete, Mobile: '098765-43210' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email: must be a valid email');
    expect(JSON.parse(String(calls[0]?.data)).data.mobile).toBe('+919876543210');
  } finally {
    apiClient.defaults.adapter = original;
  }
});

describe('posted without script', () => {
  const withPosted = (posted: PostedForm, variant: 'page' | 'popup' = 'page') => (
    <PostedFormContext.Provider value={posted}>
      <ContactForm variant={variant} />
    </PostedFormContext.Provider>
  );

  it('posts to its own page, at its anchor, naming itself', () => {
    const html = renderToString(<ContactForm />);
    const form = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('id="enquiry-form"');
    expect(form).toContain('action="#enquiry-form"');
    expect(html).toContain('<input type="hidden" name="form" value="enquiry"/>');
    expect(html).toMatch(/name="name"/);
  });

  it('shows the problem the server found, on the field, with what was typed', () => {
    render(
      withPosted({
        form: 'enquiry',
        values: { name: 'Ravi', email: 'ravi@', mobile: '9876543210', message: 'Need chicks' },
        result: { kind: 'error', message: 'Email: please enter a valid e-mail', fields: ['email'] },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Email: please enter a valid e-mail');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@');
    expect(screen.getByLabelText('Message')).toHaveValue('Need chicks');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('says it was sent, with the fields empty; the popup ignores a page post', () => {
    const sent: PostedForm = { form: 'enquiry', values: {}, result: { kind: 'sent' } };
    const { unmount } = render(withPosted(sent));
    expect(screen.getByText(messages.contact.sent)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    unmount();
    render(withPosted(sent, 'popup'));
    expect(screen.queryByText(messages.contact.sent)).toBeNull();
  });
});

test('what was typed into the server form before hydration is kept, sent and then cleared', async () => {
  const send = jest.fn().mockResolvedValue({ id: 1 });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactForm send={send} />);
  document.body.append(container);
  // The visitor types while the script is on its way (no React handler runs yet).
  const byLabel = (label: string) => {
    const labelElement = [...container.querySelectorAll('label')].find(
      (element) => element.textContent === label,
    );
    return container.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `#${CSS.escape(labelElement?.htmlFor ?? '')}`,
    )!;
  };
  for (const [label, value] of Object.entries(complete)) byLabel(label).value = value;
  await act(async () => {
    hydrateRoot(container, <ContactForm send={send} />);
  });
  expect(byLabel('Name').value).toBe('Ravi Kumar');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(send).toHaveBeenCalledWith(completeAsSent);
  expect(await screen.findByText('message send succesfully')).toBeInTheDocument();
  expect(byLabel('Message').value).toBe('');
  container.remove();
});
