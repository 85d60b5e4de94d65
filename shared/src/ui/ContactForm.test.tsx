import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './ContactForm';

async function fill(values: Partial<Record<'Name' | 'Email' | 'Mobile' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value);
}

const complete = { Name: 'Ravi Kumar', Email: 'ravi@example.com', Mobile: '9876543210', Message: 'Need 500 chicks' };

test('an empty field shows "please enter all details" and sends nothing', async () => {
  const send = jest.fn();
  render(<ContactForm send={send} />);
  await fill({ Name: 'Ravi', Email: 'ravi@example.com', Mobile: '9876543210' });
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent('please enter all details');
  expect(send).not.toHaveBeenCalled();
});

test('a complete form sends the mobile as an integer, clears the fields and says so', async () => {
  const send = jest.fn().mockResolvedValue({ id: 1 });
  const onSent = jest.fn();
  render(<ContactForm send={send} onSent={onSent} />);
  await fill(complete);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(send).toHaveBeenCalledWith({ name: 'Ravi Kumar', email: 'ravi@example.com', mobile: 9876543210, message: 'Need 500 chicks' });
  expect(await screen.findByText('message send succesfully')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(onSent).toHaveBeenCalledTimes(1);
});

test('a failed send keeps what was typed and tells the visitor', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const send = jest.fn().mockRejectedValue(new Error('offline'));
  render(<ContactForm send={send} />);
  await fill(complete);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent/);
  expect(screen.getByLabelText('Message')).toHaveValue('Need 500 chicks');
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
